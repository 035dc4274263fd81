export interface Credentials {
  readonly siteName: string;
  readonly userId: number;
  readonly password: string;
}

export interface CredentialLabels {
  readonly title: string;
  readonly login: string;
  readonly password: string;
}

/** The lines both the text file and the picture show. */
export function credentialLines(credentials: Credentials, labels: CredentialLabels): readonly string[] {
  return [`${credentials.siteName} — ${labels.title}`, `${labels.login}: ${credentials.userId}`, `${labels.password}: ${credentials.password}`];
}

/** Option 0: a plain text file (CRLF, so every editor shows the lines). */
export function credentialsTextFile(credentials: Credentials, labels: CredentialLabels): { readonly name: string; readonly text: string } {
  return { name: `${fileStem(credentials)}.txt`, text: `${credentialLines(credentials, labels).join('\r\n')}\r\n` };
}

export function fileStem(credentials: Credentials): string {
  const site = credentials.siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'account';
  return `${site}-${credentials.userId}`;
}

/** Hands a file to the browser's download. */
export function downloadFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Option 1: the lines drawn on a canvas, as a PNG. */
export async function credentialsPicture(credentials: Credentials, labels: CredentialLabels): Promise<{ readonly name: string; readonly blob: Blob }> {
  const lines = credentialLines(credentials, labels);
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = 640 * scale;
  canvas.height = (48 + lines.length * 44) * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.scale(scale, scale);
  context.fillStyle = '#16202b';
  context.fillRect(0, 0, 640, canvas.height / scale);
  context.fillStyle = '#2f80ed';
  context.fillRect(0, 0, 8, canvas.height / scale);
  lines.forEach((line, index) => {
    context.fillStyle = index === 0 ? '#8b9bab' : '#e6edf3';
    context.font = `${index === 0 ? 600 : 700} ${index === 0 ? 18 : 24}px system-ui, sans-serif`;
    context.fillText(line, 32, 48 + index * 44);
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas gave no PNG');
  return { name: `${fileStem(credentials)}.png`, blob };
}
