import { Fragment } from 'react';

/**
 * A mailto link whose address may wrap after a dot or the @ (and, as any text, after a hyphen), never inside a word:
 * a narrow column breaks `asha.rao@hill-college.ac.in` into pieces a reader still recognises. Chromium reads each
 * <wbr> as a space in the link's name, so the name is given whole.
 */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} aria-label={address}>
      {address.split(/(?<=[.@])/).map((piece, index) => (
        // The address never changes under its pieces: their positions are their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </a>
  );
}
