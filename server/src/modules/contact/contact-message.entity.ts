import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent with the contact form: kept for the admins' list, and mailed to SUPPORT_EMAIL. */
@Entity('contact_message')
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  /** When an admin marked it handled; null while open. */
  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  /** users.id of that admin, ON DELETE SET NULL. */
  @Column({ type: 'uuid', nullable: true })
  handledById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
