/**
 * How a certificate's code is printed and shown (docs/decisions/058-certificates.md): its 16 characters in four groups
 * of four, '7K3M-Q9PX-2HRT-V8CD'. Client-safe and pure.
 */
export const printedCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;
