import { NodeInterface } from '../../lib/node';
import type { Cents } from '@rigforge/common';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export enum Difficulty {
  beginner = 'beginner',
  intermediate = 'intermediate',
  advanced = 'advanced',
}
registerEnumType(Difficulty, {
  name: 'Difficulty',
  description: 'How hard a build is to assemble (lower-case values, kept as clients send them)',
  valuesConfig: {
    beginner: { description: 'A first build' },
    intermediate: { description: 'For someone who has built before' },
    advanced: { description: 'For experienced builders' },
  },
});

@ObjectType({ description: 'A part named in a build guide', simpleResolvers: true })
export class GuideComponent {
  @Field({
    description: 'CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler',
    deprecationReason: 'Use type (the PartType enum, the same values).',
  })
  category: string;

  @Field({ description: 'The part name as the guide gives it' })
  name: string;

  /** Stored in the guide's jsonb list as integer cents (the deprecated whole-dollar price is a field resolver). */
  @Field(() => Int, { description: 'Typical price in US cents' })
  priceCents: Cents;
}

@ObjectType({ description: 'A build guide at a budget tier', simpleResolvers: true, implements: NodeInterface })
@Entity('build_guide')
export class BuildGuide {
  @Field(() => ID, { description: 'The guide (pass to node as its global id)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Unique, URL-safe: its page is /guides/{slug}' })
  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Field({ description: "The guide's title" })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: 'One or two sentences for listings and the page description' })
  @Column({ type: 'text' })
  description: string;

  @Field({ description: 'A short summary for the card' })
  @Column({ type: 'text' })
  excerpt: string;

  @Field({ description: 'The article, in Markdown' })
  @Column({ type: 'text' })
  content: string;

  @Field(() => [String], { description: 'Topic tags' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Field({ description: 'Budget, Mid-Range, High-End, Compact, Workstation or Streaming' })
  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Field(() => Int, { description: 'Target budget in US cents' })
  @Column({ type: 'integer' })
  budgetCents: Cents;

  @Field(() => Difficulty, { description: 'How hard the build is to assemble' })
  @Column({ type: 'varchar', length: 20 })
  difficulty: Difficulty;

  @Field(() => Int, { description: 'Estimated build time in hours' })
  @Column({ type: 'integer' })
  estimatedTime: number;

  @Field(() => Int, { description: 'Views counted by recordGuideView: at most one per visitor and guide per UTC day' })
  @Column({ type: 'integer', default: 0 })
  views: number;

  @Field(() => String, { description: 'A picture of the build; null when none', nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Field(() => [GuideComponent], { description: 'The parts the guide builds with, in its order' })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  components: GuideComponent[];

  @Field(() => Date, { description: 'When it was added; null when unknown', nullable: true })
  @CreateDateColumn({ type: 'timestamptz', nullable: true })
  createdAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
