/**
 * Passwords that appear at the top of every breach list. Refusing them is cheap and stops the most common
 * account takeovers; a longer list can replace this one without touching the rule.
 */
export const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345', '111111', '000000', '123123', '654321',
  '666666', '121212', '112233', '123321', '696969', '555555', '777777', '888888', '987654321', '159753',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'qwerty', 'qwerty123', 'qwertyuiop', 'azerty',
  'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'letmein', 'welcome', 'welcome1', 'monkey', 'dragon', 'master',
  'sunshine', 'princess', 'football', 'baseball', 'shadow', 'superman', 'batman', 'trustno1', 'starwars',
  'whatever', 'freedom', 'michael', 'jennifer', 'hunter', 'hunter2', 'ashley', 'charlie', 'secret', 'admin',
  'admin123', 'root', 'toor', 'login', 'changeme', 'default', 'guest', 'test123', 'test1234', 'qazwsx',
  'zxcvbnm', 'asdfgh', 'asdfghjkl', '1q2w3e4r', '1qaz2wsx', 'mustang', 'access', 'killer', 'pokemon', 'lovely',
  'flower', 'hello', 'hello123', 'cheese', 'computer', 'internet', 'soccer', 'jordan', 'tigger', 'summer',
  'ginger', 'pepper', 'buster', 'matrix', 'maggie', 'biteme', 'aaaaaa', 'qweqwe', 'zaq12wsx', 'popreel',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
