/** The part of http_ece (no published types) the push tests use to decrypt a message as a device would. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  const ece: {
    decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer }): Buffer;
  };
  export default ece;
}
