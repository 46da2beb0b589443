// antd-mobile's imperative overlays, a module of their own so that lib/overlays.ts can load them
// when first needed: with them go their animations (@react-spring, @use-gesture), which home does
// not run.
export { Dialog, Modal, Toast } from 'antd-mobile';
