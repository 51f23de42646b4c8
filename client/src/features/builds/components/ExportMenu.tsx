import { useId, useRef, useState } from 'react';
import { Copy } from 'lucide-react';
import { BUILD_EXPORT_FORMATS, exportBuild, type BuildExportFormat, type ExportableBuild } from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { EXPORT_COPIED } from '../shared-build';

export const EXPORT_FALLBACK_TITLE = 'Copy the parts list';
export const EXPORT_FALLBACK_TEXT =
  'Your browser did not let us copy to the clipboard. Select the text below and copy it yourself.';

interface Fallback {
  format: BuildExportFormat;
  label: string;
  text: string;
}

/**
 * One button per export format (Markdown, Reddit table, plain text): the parts list goes to the
 * clipboard with a toast. When the browser refuses, a dialog shows the text, selected, in a
 * read-only box so that it can be copied by hand.
 */
export function ExportMenu({ build }: { build: ExportableBuild }) {
  const labelId = useId();
  const { toast } = useToast();
  const [fallback, setFallback] = useState<Fallback | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const onExport = async (format: BuildExportFormat, label: string) => {
    const text = exportBuild(build, format);
    if (await copyText(text)) {
      toast({ title: EXPORT_COPIED[format], description: 'Paste it wherever you share builds.', variant: 'success' });
    } else {
      setFallback({ format, label, text });
    }
  };

  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-fg">
        Copy the parts list as
      </p>
      <div role="group" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {BUILD_EXPORT_FORMATS.map(({ id, label }) => (
          <Button
            key={id}
            variant="outline"
            size="sm"
            aria-label={`Copy as ${label}`}
            onClick={() => void onExport(id, label)}
          >
            <Copy aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
      </div>
      <Dialog
        open={fallback !== null}
        onClose={() => setFallback(null)}
        title={EXPORT_FALLBACK_TITLE}
        description={EXPORT_FALLBACK_TEXT}
        initialFocus={textRef}
        className="sm:max-w-2xl"
        actions={
          <Button variant="secondary" onClick={() => setFallback(null)}>
            Close
          </Button>
        }
      >
        {fallback ? (
          <textarea
            ref={textRef}
            readOnly
            aria-label={`Parts list as ${fallback.label}`}
            value={fallback.text}
            rows={12}
            spellCheck={false}
            wrap="off"
            onFocus={(event) => event.currentTarget.select()}
            className="mt-4 block w-full resize-y rounded-xl border border-line bg-surface-muted p-3 font-mono text-xs leading-5 text-fg focus:border-ring"
          />
        ) : null}
      </Dialog>
    </div>
  );
}
