import { Fragment } from 'react';

/** Longer than any word people write (names, towns, part numbers): a run this long is text typed without spaces. */
const LONGEST_WORD = 24;
/** Where such a run may break: every so many characters. */
const PIECE = 10;

const longRun = new RegExp(`(\\S{${LONGEST_WORD + 1},})`);
const pieces = new RegExp(`.{1,${PIECE}}`, 'g');

/**
 * Text that wraps between words and never inside one, so that a table sizes its column to the
 * longest word. Only a run longer than any word (a 360-character name without a space) may break,
 * in pieces, rather than widen the page: text allowed to break anywhere lets a table squeeze its
 * column until "Northbridge" reads "Northbrid / ge".
 */
export function LongWords({ text }: { text: string }) {
  const parts = text.split(longRun);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part
        ) : (
          <Fragment key={i}>
            {part.match(pieces)!.map((piece, j) => (
              <Fragment key={j}>
                {j > 0 && <wbr />}
                {piece}
              </Fragment>
            ))}
          </Fragment>
        ),
      )}
    </>
  );
}
