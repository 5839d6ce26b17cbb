import { formatCardNumber, formatExpiry, TEST_CARDS } from '../adapters/sandbox-card/test-cards';

/** The sandbox provider's test cards and its formatters, for stories of its card form (ui/ files may not import adapters/). */
export { TEST_CARDS as sandboxTestCards };
export const sandboxCardFormat = { number: formatCardNumber, expiry: formatExpiry };
