// Order page strings (spec 2.4). English is the key source.
export const cart = {
  errorTitle: 'Error',
  noToken: 'No token provided. Please check your URL.',
  goHome: 'Go Home',
  loading: 'Loading your order…',
  invalidLink: 'This order link is not valid or has expired. Ask the shop for a new link in the chat.',
  order: 'Order',
  copyright: '© {year} Duka Chat. All rights reserved.',
};
