import { Fragment } from 'react';
import { LongWords } from './long-words';

/** A part of an email longer than this may break before its dots too. */
const LONG_PART = 20;

/**
 * An email that may break after its @, before a dot of a long part (procurement / .department@
 * northbridge- / fabrication / .example), and after a hyphen as any text may: never in the middle
 * of a word, nor a short domain such as example.com.
 */
export function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  const halves = at < 0 ? [address] : [address.slice(0, at + 1), address.slice(at + 1)];
  const parts = halves.flatMap((half) => (half.length > LONG_PART ? half.split(/(?=\.)/) : [half]));
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <LongWords text={part} />
        </Fragment>
      ))}
    </>
  );
}
