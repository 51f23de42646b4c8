import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { CurrentUser } from '../auth/current-user';
import type { GraphQLContext } from '../context';
import type { Loaders } from '../loaders';
import type { User } from '../users/user.entity';
import { commentsPolicy } from './comments.policy';
import { COMMENT_PAGE, DELETED_CONTENT } from './comments.rules';
import { CommentsService, type CommentNode } from './comments.service';
import {
  CommentAuthor,
  CommentConnection,
  CommentLikeResult,
  CommentType,
  CommentsArgs,
  LikeCommentArgs,
  PostCommentArgs,
} from './comments.types';
import type { Page } from '../../lib/cursor';
import { PerEvent, type AppEvent } from '../../lib/event-bus';

/** commentAdded's values per event (lib/event-bus.ts PerEvent); the comment is the same for every viewer. */
const addedComments = new PerEvent<Promise<CommentNode | null>>();
const addedLoaders = new PerEvent<Loaders>();
const GUEST = '';

/** Thin: parse, authorize, delegate; the thread's per-comment fields come through the request's loaders. */
@Resolver(() => CommentType)
export class CommentsResolver {
  @Query(() => CommentConnection, {
    nullable: true,
    description: `A news item's top-level comments, oldest first, each with its replies to any depth (${COMMENT_PAGE.default} a page unless first or last says, at most ${COMMENT_PAGE.max}); null with NOT_FOUND for an unknown item`,
  })
  async comments(@Args() { newsId, ...paging }: CommentsArgs, @Ctx() ctx: GraphQLContext): Promise<Page<CommentNode>> {
    const page = await ctx.services.comments.threadPage(newsId, paging);
    // Load every author and the viewer's likes in one batch each, before the nested fields ask level by level.
    const all = CommentsService.flatten(page.nodes);
    const { authors, viewerLikes } = ctx.loaders.comments;
    await Promise.all([
      authors.loadMany(all.flatMap((c) => (c.userId && !c.deletedAt ? [c.userId] : []))),
      viewerLikes?.loadMany(all.map((c) => c.id)),
    ]);
    return page;
  }

  @commentsPolicy.Allowed('use')
  @Mutation(() => CommentType, {
    nullable: true,
    description:
      "Posts a comment (parentId: a reply to a comment on the same item). Blocked language: BAD_USER_INPUT 'Comment blocked: {json reason}'",
  })
  postComment(
    @Args() args: PostCommentArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CommentNode> {
    return ctx.services.comments.post(user, args);
  }

  @commentsPolicy.Allowed('use')
  @Mutation(() => CommentLikeResult, {
    nullable: true,
    description: 'Likes (true) or dislikes (false) a comment: the same choice again clears it, the other switches',
  })
  async likeComment(
    @Args() { commentId, isLike }: LikeCommentArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<{ comment: CommentNode; viewerLike: boolean | null }> {
    const result = await ctx.services.comments.like(user, commentId, isLike);
    ctx.loaders.comments.viewerLikes?.clear(commentId).prime(commentId, result.viewerLike);
    return result;
  }

  @commentsPolicy.Allowed('use')
  @Mutation(() => Boolean, {
    nullable: true,
    description: 'Deletes your comment, or as moderator or admin anyone’s; with replies it stays as "[deleted]"',
  })
  async deleteComment(
    @Arg('commentId', () => ID, { description: 'The comment to delete (your own, or any for moderators)' })
    commentId: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.comments.delete(user, commentId);
    return true;
  }

  @Subscription(() => CommentType, {
    description: 'New comments and replies on a news item, as they are posted (from any server process)',
    subscribe: ({ args, context }) => {
      const { newsId } = args as { newsId: string };
      return (context as GraphQLContext).events.subscribe(
        (event: AppEvent) => event.kind === 'comment' && event.newsId === newsId,
      );
    },
  })
  async commentAdded(
    @Arg('newsId', () => ID, { description: 'The news item whose new comments to receive' }) _newsId: string,
    @Root() event: AppEvent,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CommentNode | null> {
    if (event.kind !== 'comment') return null;
    // A subscription's context lives as long as it does: fresh loaders for each event, shared by
    // every subscription of one viewer (authors and likes batched once per viewer and event), and
    // the comment read once per event for all its subscribers, not once per subscriber.
    const viewerId = ctx.user?.id ?? null;
    ctx.loaders = addedLoaders.get(event, viewerId ?? GUEST, () => ctx.newLoaders(viewerId));
    return addedComments.get(event, GUEST, () => ctx.services.comments.byId(event.commentId));
  }

  @FieldResolver(() => String, { description: `The text; '${DELETED_CONTENT}' once deleted` })
  content(@Root() comment: CommentNode): string {
    return comment.deletedAt ? DELETED_CONTENT : comment.content;
  }

  @FieldResolver(() => Boolean, { description: 'Deleted, kept in place for its replies' })
  isDeleted(@Root() comment: CommentNode): boolean {
    return comment.deletedAt !== null;
  }

  @FieldResolver(() => CommentAuthor, {
    nullable: true,
    description: 'Who wrote it; null once deleted or when the account is gone (shown as a former member)',
  })
  async author(@Root() comment: CommentNode, @Ctx() ctx: GraphQLContext): Promise<CommentAuthor | null> {
    if (comment.deletedAt || !comment.userId) return null;
    return ctx.loaders.comments.authors.load(comment.userId);
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "The signed-in viewer's choice: true like, false dislike, null none (always null for a guest)",
  })
  async viewerLike(@Root() comment: CommentNode, @Ctx() ctx: GraphQLContext): Promise<boolean | null> {
    const loader = ctx.loaders.comments.viewerLikes;
    return loader ? loader.load(comment.id) : null;
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may delete it: its author, a moderator or an admin',
  })
  viewerCanDelete(@Root() comment: CommentNode, @Ctx() ctx: GraphQLContext): boolean {
    return comment.deletedAt === null && commentsPolicy.can(ctx.user, 'delete', comment);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer is a moderator or admin (deleting someone else's comment is a removal)",
  })
  viewerIsModerator(@Ctx() ctx: GraphQLContext): boolean {
    return commentsPolicy.can(ctx.user, 'moderate');
  }

  @FieldResolver(() => [CommentType], { description: 'Replies, oldest first, each with its own replies' })
  replies(@Root() comment: CommentNode): CommentNode[] {
    return comment.replies;
  }

  @FieldResolver(() => [CommentType], {
    description:
      'Every reply below this comment at any depth, depth first (each reply before its own replies): for showing a deep thread flattened below the depth the page nests, since the query depth limit bounds how far `replies` can be nested',
  })
  allReplies(@Root() comment: CommentNode): CommentNode[] {
    return CommentsService.flatten(comment.replies);
  }
}
