// The product's own words, written once; the browser and the server both show these. They are
// the original shop's messages kept word for word on purpose, odd capitals and typos included
// ('You Order is placed', 'Ordered Shipped Successfully'): customers and staff know them.
export const messages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Please Provide A Valid Email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Set your password more than 6 character',
  nameRequired: 'Name is Required',

  productNameRequired: 'Product Name is Required',
  descriptionRequired: 'Description Name is Required',
  priceRequired: 'Price is Required',
  maxRequired: 'Maximum is Required',
  minRequired: 'Minimum is Required',
  imageRequired: 'image is Required',

  homeRequired: 'Home address is Required',
  educationRequired: 'Education Field is Required',
  linkRequired: 'Link Field is Required',

  maximumExceeded: 'Maximum Quantity Exceeded',
  minimumNotReached: 'Add Minimum Quantity',
  orderPlaced: 'You Order is placed',
  orderFailed: 'Sorry for Delay',
  unauthorizedAccess: 'UnAuthorized Access',
  makeAdminFailed: 'Failed To Make Admin',
  adminAdded: 'Successfully Add a Admin',
  addProductFailed: 'Failed To Add Product',
  productAdded: 'Product Added Successfully',
  profileUpdated: 'Personal information Successfully Updated',
  orderShipped: 'Ordered Shipped Successfully',
  paymentCompleted: 'Congrats! Your Payment is completed',
  deletedSuccessfully: (product: string) => `Deleted Successfully ${product}`,
  productSaved: (product: string) => `Saved ${product}`,
  transactionId: (id: string) => `You transaction Id : ${id}`,
  orderFor: (product: string) => `Order For : ${product}`,
} as const;

/** What a sign-in failure says to the person trying. */
export const authMessages = {
  'wrong-password': 'That email and password do not match. Check them and try again.',
  'user-not-found': 'No account uses that email. Sign up to create one.',
  'email-in-use': 'An account already uses that email. Log in instead.',
  'too-many-attempts': 'Too many attempts. Wait a few minutes, then try again.',
  'popup-closed': 'The Google window was closed before sign-in finished.',
  'popup-blocked': 'The browser blocked the Google window. Allow pop-ups for this site and try again.',
  'weak-password': messages.passwordTooShort,
  'invalid-email': 'Please Provide A Valid Email',
  'email-not-verified': 'The sign-in service has not confirmed this email address yet.',
  network: 'The sign-in service could not be reached. Check your connection and try again.',
  'session-refused': 'The shop could not confirm your sign-in. Please try again.',
  'link-used': 'This link has been used already, or is not complete. Ask for a new one.',
  'link-expired': 'This link has expired. Ask for a new one.',
  unknown: 'Sign-in failed. Please try again.',
} as const;

export type AuthErrorCode = keyof typeof authMessages;
