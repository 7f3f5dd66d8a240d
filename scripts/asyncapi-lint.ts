import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import specs from '@asyncapi/specs';

/**
 * The AsyncAPI document's lint in CI (scripts/api-contract.sh): docs/asyncapi.json must be valid AsyncAPI 3.0.0
 * (the official JSON Schema from @asyncapi/specs), and every `$ref` in it must name something it holds.
 */
const DOCUMENT = 'docs/asyncapi.json';

export function asyncApiProblems(document: unknown): string[] {
  // The bundled spec carries its own copy of the draft-07 meta-schema, so Ajv's is left out (meta: false).
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, meta: false, validateSchema: false });
  const validate = ajv.compile(specs.schemas['3.0.0']);
  const problems = validate(document) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
  for (const match of JSON.stringify(document).matchAll(/"\$ref":"#\/([^"]+)"/g)) {
    let node: unknown = document;
    for (const part of match[1].split('/')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (node === undefined) problems.push(`$ref #/${match[1]} names nothing`);
  }
  return problems;
}

if (process.argv[1]?.endsWith('asyncapi-lint.ts')) {
  const problems = asyncApiProblems(JSON.parse(await readFile(DOCUMENT, 'utf8')));
  for (const problem of problems) console.error(`${DOCUMENT}: ${problem}`);
  console.log(problems.length ? `${problems.length} problem(s) in ${DOCUMENT}` : `${DOCUMENT}: valid AsyncAPI 3.0.0, every $ref found`);
  if (problems.length) process.exitCode = 1;
}
