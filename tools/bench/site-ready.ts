import type { ChildProcess } from 'node:child_process';

/** The origin a started site prints (`Site ready on http://…`); rejects with its output if it exits first. */
export function siteReady(server: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Site ready on (http:\/\/[^\s]+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    server.once('exit', (code) => reject(new Error(`the site exited with ${code}: ${output}`)));
  });
}
