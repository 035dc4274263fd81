import type { Queryable } from '../database';

/** Files every host serves at /domain/{file}; an operator adds per-host ones (verification files) in `domain_files`. */
const files = [
  {
    name: 'security.txt',
    type: 'text/plain; charset=utf-8',
    body: 'Contact: mailto:security@apexbet.example\nPreferred-Languages: en, ru\nPolicy: /en/information/responsiblegaming\n',
  },
  {
    name: 'robots.txt',
    type: 'text/plain; charset=utf-8',
    body: 'User-agent: *\nDisallow: /*/office/\nDisallow: /*/debug\nDisallow: /__test/\n',
  },
];

export const domainFilesSeed = {
  id: '0008_domain_files',
  async run(tx: Queryable) {
    for (const file of files) {
      await tx.query("insert into domain_files (host, file_name, content_type, body) values ('*', $1, $2, $3) on conflict do nothing", [file.name, file.type, file.body]);
    }
  },
};
