export async function fuzz(..._a: unknown[]): Promise<void> {}
