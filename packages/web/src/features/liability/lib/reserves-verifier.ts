/**
 * The signature check, in a chunk of its own: `reserves-page` imports this module only with
 * `import()`, so secp256k1 and keccak (@noble/curves, @noble/hashes) reach a browser only when the
 * reserves are opened, never with the app's first load.
 */
export { checkReserves } from '@meridian/protocol';
