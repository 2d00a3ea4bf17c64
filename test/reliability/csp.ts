export async function strictCsp(..._a: unknown[]): Promise<void> {}
