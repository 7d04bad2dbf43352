import { buildServerTemplate } from './pg-template.ts';

// `node --import tsx pg-template-cli.ts <server url>`: builds the run's seeded template database and
// prints its name on the last line (see buildServerTemplateApart).
const serverUrl = process.argv[2];
if (!serverUrl) throw new Error('usage: pg-template-cli.ts <postgres url>');
const name = await buildServerTemplate(serverUrl);
process.stdout.write(`\ntemplate ${name}\n`);
// Nothing is left to wait for once the name is out; a pool's idle timer must not hold the setup.
process.exit(0);
