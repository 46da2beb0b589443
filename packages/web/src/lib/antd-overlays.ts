// antd-mobile's imperative overlays, a module of their own so that lib/overlays.ts can load them
// after the first paint: with them go their animations (@react-spring, @use-gesture), which the
// first screen does not run.
export { Dialog, Modal, Toast } from 'antd-mobile';
