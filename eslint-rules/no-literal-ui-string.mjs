/**
 * Words a person reads come from the catalogs (issue 39, decision 049): text between JSX tags, the attributes
 * a screen reader or a tooltip speaks, and toasts and dialogs must go through t() (or msg() where a table keeps
 * them), never be written as literals. Strings without a letter (a '·', a '#', a count) are not words. The
 * product's name is a name in every language.
 */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);
const NAMES = new Set(['Popreel']);
const LETTER = /\p{L}/u;

const isWords = (text) => typeof text === 'string' && LETTER.test(text) && !NAMES.has(text.trim());
const literalWords = (node) => {
  if (!node) return false;
  if (node.type === 'Literal') return isWords(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((quasi) => isWords(quasi.value.cooked));
  if (node.type === 'ConditionalExpression') return literalWords(node.consequent) || literalWords(node.alternate);
  if (node.type === 'LogicalExpression') return literalWords(node.right);
  return false;
};
const MESSAGE = 'Words on screen come from the catalogs: t(\'…\'), or msg(\'…\') in a table (src/web/i18n, decision 049).';

/** toast('…'), toast.error('…'), confirm('…'), window.confirm('…'), alert('…'). */
function isSpeakingCall(callee) {
  if (callee.type === 'Identifier') return ['toast', 'confirm', 'alert'].includes(callee.name);
  if (callee.type !== 'MemberExpression') return false;
  const object = callee.object.type === 'Identifier' ? callee.object.name : '';
  const property = callee.property.type === 'Identifier' ? callee.property.name : '';
  return object === 'toast' || (object === 'window' && ['confirm', 'alert'].includes(property));
}

export default {
  meta: { type: 'problem', docs: { description: 'no literal user-facing strings in the web app' }, schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (isWords(node.value)) context.report({ node, message: MESSAGE });
      },
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        if (literalWords(node.expression)) context.report({ node, message: MESSAGE });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SPOKEN_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (literalWords(value)) context.report({ node, message: MESSAGE });
      },
      CallExpression(node) {
        if (isSpeakingCall(node.callee) && literalWords(node.arguments[0])) context.report({ node, message: MESSAGE });
      },
    };
  },
};
