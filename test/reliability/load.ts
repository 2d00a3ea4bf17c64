export async function load(..._a: unknown[]): Promise<void> {}
