import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { COMMENT_MAX_LENGTH } from '@rigforge/common';
import { commentCounter, commentToSubmit } from '../comment-tree';

export interface CommentFormProps {
  /** A reply form (button 'Reply') or the top-level one ('Comment'). */
  reply?: boolean;
  /** The field's accessible label. */
  label: string;
  placeholder?: string;
  /** Focus the box when the form appears (a reply form opened by its button). */
  focusOnMount?: boolean;
  /** Posts the trimmed text; resolves true when it was posted (the box is then emptied). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * The comment (or reply) form of docs/requirements.md §4/§5: at most 1000 characters with a live
 * 'n/1000' counter once text exists, trimmed, whitespace-only never submitted; the button reads
 * Comment or Reply, and 'Posting...' while the post runs.
 */
export function CommentForm({ reply = false, label, placeholder, focusOnMount, onSubmit, onCancel }: CommentFormProps) {
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const id = useId();
  const counterId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const content = commentToSubmit(text);

  useEffect(() => {
    if (focusOnMount) box.current?.focus();
  }, [focusOnMount]);
  const counter = commentCounter(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (content === null || posting) return;
    setPosting(true);
    try {
      if (await onSubmit(content)) setText('');
    } finally {
      setPosting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        rows={reply ? 2 : 3}
        placeholder={placeholder}
        ref={box}
        aria-describedby={counter ? counterId : undefined}
        className="w-full resize-y rounded-xl border border-line bg-surface-muted px-3.5 py-2.5 text-sm text-fg placeholder:text-muted hover:border-line-strong focus:border-ring"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={counterId} className="text-xs text-muted tabular-nums" aria-live="polite">
          {counter}
        </span>
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={posting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={content === null || posting}>
            <Send aria-hidden="true" className="size-4" />
            {posting ? 'Posting...' : reply ? 'Reply' : 'Comment'}
          </Button>
        </div>
      </div>
    </form>
  );
}
