// The comments' GraphQL shapes and inputs. The REST shim sends the same fields as JSON and reads
// its bodies with the same input classes (comments.router.ts).
import { NodeInterface } from '../../lib/node';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { ConnectionArgs, connectionType } from '../../lib/connection';
import { Rule } from '../../lib/rule';
import { validateCommentText } from '@rigforge/common';
import { COMMENT_PAGE } from './comments.rules';

@ObjectType({ description: "A comment's author as others see them (never the e-mail)", simpleResolvers: true })
export class CommentAuthor {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) lastName: string | null;
  @Field(() => String, { nullable: true }) profileImageUrl: string | null;
}

@ObjectType('Comment', {
  description: 'A comment on a news item, or a reply to one, with its replies',
  implements: NodeInterface,
})
export class CommentType {
  @Field(() => ID) id: string;
  @Field(() => ID) newsId: string;
  @Field(() => ID, { nullable: true, description: 'The comment it replies to; null at the top level' })
  parentId: string | null;
  @Field(() => Int) likes: number;
  @Field(() => Int) dislikes: number;
  @Field(() => Date) createdAt: Date;
}

export const CommentConnection = connectionType(CommentType, {
  name: 'CommentConnection',
  description: "A page of a news item's top-level comments, oldest first, each with its replies",
  totalCount: 'How many top-level comments the item has (replies are not counted)',
});

@ArgsType()
export class CommentsArgs extends ConnectionArgs(COMMENT_PAGE, 'top-level comments') {
  @Field(() => ID, { description: 'The news item' })
  @IsString()
  newsId: string;
}

@ObjectType({ description: 'A comment after a like or dislike click, and the clicker’s choice now' })
export class CommentLikeResult {
  @Field(() => CommentType) comment: CommentType;
  @Field(() => Boolean, { nullable: true, description: 'true like, false dislike, null none' })
  viewerLike: boolean | null;
}

@ArgsType()
export class PostCommentArgs {
  @Field(() => ID)
  @IsString()
  newsId: string;

  @Field()
  @Rule(validateCommentText)
  content: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString({ message: 'parentId must be a comment id or null' })
  parentId: string | null;
}

@ArgsType()
export class LikeCommentArgs {
  @Field(() => ID)
  @IsString()
  commentId: string;

  @Field()
  @IsBoolean({ message: 'isLike must be true (like) or false (dislike)' })
  isLike: boolean;
}
