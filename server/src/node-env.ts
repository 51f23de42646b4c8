// The server runs in production mode unless told otherwise (config/index.ts has the same default).
// Libraries read NODE_ENV once, when they load: graphql-js, for one, only skips its costly
// development-time checks when it is 'production'. So this module is imported before any other.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
