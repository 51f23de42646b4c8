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
  @Field(() => ID, { description: "The author's user id" }) id: string;
  @Field(() => String, { description: "The author's username; null when none is set", nullable: true }) username:
    string | null;
  @Field(() => String, { description: "The author's first name; null when not given", nullable: true }) firstName:
    string | null;
  @Field(() => String, { description: "The author's last name; null when not given", nullable: true }) lastName:
    string | null;
  @Field(() => String, { description: "The author's picture; null when none", nullable: true }) profileImageUrl:
    string | null;
}

@ObjectType('Comment', {
  description: 'A comment on a news item, or a reply to one, with its replies',
  implements: NodeInterface,
})
export class CommentType {
  @Field(() => ID, { description: 'The comment (pass to node as its global id)' }) id: string;
  @Field(() => ID, { description: 'The news item it is on' }) newsId: string;
  @Field(() => ID, { nullable: true, description: 'The comment it replies to; null at the top level' })
  parentId: string | null;
  @Field(() => Int, { description: 'How many people liked it' }) likes: number;
  @Field(() => Int, { description: 'How many people disliked it' }) dislikes: number;
  @Field(() => Date, { description: 'When it was posted' }) createdAt: Date;
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
  @Field(() => CommentType, { description: 'The comment with its counts after the click' }) comment: CommentType;
  @Field(() => Boolean, { nullable: true, description: 'true like, false dislike, null none' })
  viewerLike: boolean | null;
}

@ArgsType()
export class PostCommentArgs {
  @Field(() => ID, { description: 'The news item to comment on' })
  @IsString()
  newsId: string;

  @Field({ description: 'The comment text' })
  @Rule(validateCommentText)
  content: string;

  @Field(() => ID, { description: 'The comment to reply to; null for a top-level comment', nullable: true })
  @IsOptional()
  @IsString({ message: 'parentId must be a comment id or null' })
  parentId: string | null;
}

@ArgsType()
export class LikeCommentArgs {
  @Field(() => ID, { description: 'The comment' })
  @IsString()
  commentId: string;

  @Field({ description: 'true to like, false to dislike (the same click again takes it back)' })
  @IsBoolean({ message: 'isLike must be true (like) or false (dislike)' })
  isLike: boolean;
}
