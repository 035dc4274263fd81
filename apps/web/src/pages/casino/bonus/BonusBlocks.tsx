import type { CasinoBonusBlock, CasinoBonusInline } from '@betting/contracts';
import { Link } from '@tanstack/react-router';

/** Runs of text; links are same-origin paths the server has checked. */
function Runs({ runs }: { readonly runs: readonly CasinoBonusInline[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.href ? (
          <Link key={index} to={run.href}>
            {run.text}
          </Link>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </>
  );
}

/** A promotion's text blocks (headings sit one level under the section's heading). */
export function BonusBlocks({ blocks }: { readonly blocks: readonly CasinoBonusBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h3 key={index}>
                <Runs runs={block.text} />
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Runs runs={block.text} />
              </p>
            );
          case 'note':
            return (
              <p key={index} className="bonus-casino-note">
                <Runs runs={block.text} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Runs runs={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
