import { dirname, relative, resolve } from 'node:path';

/**
 * The layers' import patterns (eslint.config.mjs) match the import's text, and `../federation/x.ts` names the
 * ActivityPub edge from one folder and domain/federation from another. This rule resolves each relative import
 * against the importing file and refuses any that lands inside `dirs` but not inside `except`.
 * Options: { dirs: string[], except?: string[], message: string }, folders relative to the project root.
 */
const inside = (file, dir) => {
  const rest = relative(dir, file);
  return rest === '' || (!rest.startsWith('..') && !rest.startsWith('/'));
};

export default {
  meta: { type: 'problem', schema: [{ type: 'object', additionalProperties: true }] },
  create(context) {
    const { dirs, except = [], message } = context.options[0];
    const root = context.cwd;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const hit = dirs.some((dir) => inside(target, resolve(root, dir))) && !except.some((dir) => inside(target, resolve(root, dir)));
      if (hit) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
