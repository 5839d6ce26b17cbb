import { LongWords } from './long-words';

/** A phone number of a usual length stays on one line; a longer one (an extension) wraps at its spaces. */
export const PhoneNumber = ({ phone }: { phone: string }) => <span className={phone.length <= 20 ? 'whitespace-nowrap' : undefined}>{phone.length <= 20 ? phone : <LongWords text={phone} />}</span>;
