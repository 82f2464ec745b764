// The top-level routes, apart from the registry so the login screen can name them without loading the
// resource definitions.
/** Top-level routes. Paths match case-insensitively. */
export const paths = {
  login: "/Login",
  changePassword: "/changePassword",
  resetPassword: "/resetPass",
  home: "/Home",
  networkError: "/Home/network-error",
  playground: "/playGround",
} as const;
