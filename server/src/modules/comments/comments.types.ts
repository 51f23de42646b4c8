// The comments' GraphQL shapes. The REST shim sends the same fields as JSON (comments.router.ts).
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A comment's author as others see them (never the e-mail)", simpleResolvers: true })
export class CommentAuthor {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) lastName: string | null;
  @Field(() => String, { nullable: true }) profileImageUrl: string | null;
}

@ObjectType('Comment', { description: 'A comment on a news item, or a reply to one, with its replies' })
export class CommentType {
  @Field(() => ID) id: string;
  @Field(() => ID) newsId: string;
  @Field(() => ID, { nullable: true, description: 'The comment it replies to; null at the top level' })
  parentId: string | null;
  @Field(() => Int) likes: number;
  @Field(() => Int) dislikes: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: 'A comment after a like or dislike click, and the clicker’s choice now' })
export class CommentLikeResult {
  @Field(() => CommentType) comment: CommentType;
  @Field(() => Boolean, { nullable: true, description: 'true like, false dislike, null none' })
  viewerLike: boolean | null;
}
