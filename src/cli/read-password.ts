/**
 * Passwords never come from the command line: npm prints a script's
 * arguments, shells keep them in history and `ps` shows them to every user.
 * On a terminal the password is typed without echo (twice); otherwise it is
 * the first line of standard input, for scripts:
 *   printf '%s\n' "$PASSWORD" | npm run users -- add ...
 */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await typeHidden(`${prompt}: `);
  const second = await typeHidden('Repeat it: ');
  if (first !== second) throw new Error('the two passwords differ');
  return first;
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACES = new Set(['\u007f', '\b']);

function typeHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error: Error | null): void => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === CTRL_D) return finish(null);
        if (char === CTRL_C) return finish(new Error('cancelled'));
        if (BACKSPACES.has(char)) typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
