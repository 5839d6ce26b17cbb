import { SHOP_EMAIL } from '../../core/domain/emails';

/** The works' own address: where visitors may always write from their own email program, the one the shop's mail comes from. */
export const WORKS_EMAIL = SHOP_EMAIL;

/** A mailto link to the works, with the subject and text filled in when given. */
export const mailtoWorks = (subject?: string, body?: string) => {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${WORKS_EMAIL}${query ? `?${query}` : ''}`;
};
