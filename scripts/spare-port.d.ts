export function sparePort(): Promise<number>;
