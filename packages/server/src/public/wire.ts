/**
 * `@meridian/server/wire`: what a client outside the server needs to speak to it as the app and the
 * payment sandbox do: the envelope cipher and the sandbox gateway's callback and signature.
 */
export { opensslEnvelopeCipher } from '../http/envelope-cipher.js';
export { SANDBOX_CALLBACK_PATH, SANDBOX_SIGNATURE_HEADER, SandboxGateway } from '../payments/sandbox-gateway.js';
