/** What to tell the visitor about a failure: the shop's own words when it sent some. */
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');
