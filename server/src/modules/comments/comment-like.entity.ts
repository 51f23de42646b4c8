import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One like (isLike) or dislike per user and comment. */
@Entity('comment_like')
export class CommentLike {
  @PrimaryColumn({ type: 'uuid' })
  commentId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'boolean' })
  isLike: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
