/** `npm run demo:reset`: delete the store database and create a freshly seeded one. */
import { dbPathFromEnv, resetDatabase } from './db/index.ts';

const path = dbPathFromEnv();
const started = Date.now();
const db = resetDatabase(path);
const products = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
db.close();
console.log(`store database reset: ${path} (${products.n} product rows, ${Date.now() - started} ms)`);
