export async function accessibility(..._a: unknown[]): Promise<void> {}
export async function keyboardJourneys(..._a: unknown[]): Promise<void> {}
