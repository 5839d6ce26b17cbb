import { screen, within } from 'storybook/test';

/** The notifications region, where the stories read the toasts a screen raised. */
export const toastList = async () => within(await screen.findByRole('region', { name: /notifications/i }));
