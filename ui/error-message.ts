/** What to tell the visitor about a failure: the shop's own words when it sent some. */
export const messageOf = (error: unknown, otherwise = 'Something went wrong. Please try again.') => (error instanceof Error && error.message ? error.message : otherwise);
