/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}': typeof types.SignInDocument;
  'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budget\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  buildGuides(category: $category) {\n    ...GuideCardFields\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      category\n      name\n      price\n    }\n  }\n}': typeof types.GuideCardFieldsFragmentDoc;
  'mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}': typeof types.UpdateUsernameDocument;
  'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}': typeof types.CurrentUserFieldsFragmentDoc;
};
const documents: Documents = {
  'mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}':
    types.SignInDocument,
  'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budget\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  buildGuides(category: $category) {\n    ...GuideCardFields\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      category\n      name\n      price\n    }\n  }\n}':
    types.GuideCardFieldsFragmentDoc,
  'mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}':
    types.UpdateUsernameDocument,
  'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}':
    types.CurrentUserFieldsFragmentDoc,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}',
): (typeof documents)['mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n  signIn(email: $email, password: $password, rememberMe: $rememberMe) {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignUp($email: String!, $username: String!, $password: String!) {\n  signUp(email: $email, username: $username, password: $password) {\n    ...CurrentUserFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}\n\nmutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budget\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  buildGuides(category: $category) {\n    ...GuideCardFields\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      category\n      name\n      price\n    }\n  }\n}',
): (typeof documents)['fragment GuideCardFields on BuildGuide {\n  id\n  slug\n  title\n  description\n  category\n  budget\n  difficulty\n  estimatedTime\n  views\n  imageUrl\n  createdAt\n  components {\n    name\n  }\n}\n\nquery BuildGuides($category: String) {\n  buildGuides(category: $category) {\n    ...GuideCardFields\n  }\n}\n\nquery BuildGuide($slug: String!) {\n  buildGuide(slug: $slug) {\n    ...GuideCardFields\n    excerpt\n    content\n    tags\n    components {\n      category\n      name\n      price\n    }\n  }\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}',
): (typeof documents)['mutation UpdateUsername($username: String!) {\n  updateUsername(username: $username) {\n    ...CurrentUserFields\n  }\n}\n\nmutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}\n\nmutation DeleteAccount {\n  deleteAccount\n}'];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(
  source: 'fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}',
): (typeof documents)['fragment CurrentUserFields on User {\n  id\n  email\n  username\n  firstName\n  lastName\n  profileImageUrl\n  role\n  createdAt\n  preferences {\n    theme\n    notifications\n    newsletter\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SignOut {\n  signOut\n}\n\nmutation UpdatePreferences($theme: Theme, $notifications: Boolean, $newsletter: Boolean) {\n  updatePreferences(\n    theme: $theme\n    notifications: $notifications\n    newsletter: $newsletter\n  ) {\n    ...CurrentUserFields\n  }\n}'];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
