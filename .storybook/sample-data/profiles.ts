import type { Profile } from '../../core/domain/profile';
import { sampleCustomer } from './people';

/** A customer who has filled in the form. */
export const sampleProfile: Profile = {
  email: sampleCustomer.email,
  name: sampleCustomer.displayName,
  home: '42 Harbour Street, Toronto, ON M5J 2N8',
  education: 'BSc Mechanical Engineering, University of Waterloo',
  link: 'https://www.linkedin.com/in/dev-patel-example',
};

/** What a customer types into an empty form in the stories. */
export const newProfileValues = {
  name: 'Dev Patel',
  home: '7 Mill Lane, Hamilton, ON L8P 4R5',
  education: 'Diploma in Carpentry, Mohawk College',
  link: 'https://devpatel.example.com',
} as const;
