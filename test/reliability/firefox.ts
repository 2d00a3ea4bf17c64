export async function firefoxPass(..._a: unknown[]): Promise<void> {}
