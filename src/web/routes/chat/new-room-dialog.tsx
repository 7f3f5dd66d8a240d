import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { firstIssueMessage, ROOM_NAME_MAX, roomSchema } from '../../../shared/content.schema.ts';
import { chatApi } from '../../api/chat-api.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { chatKeys } from '../../api/chat-keys.ts';

/** Spec §8: the server's reason when it gave one (the daily room limit, a bad name), else the generic failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 429)) return error.message;
  return i18n.t('Failed to create room', { ns: 'chat' });
}

/**
 * Spec §2 'New Room' and §5 "Room name": the name is trimmed and Create stays disabled while it is empty.
 * A new room is opened right away. Mounted only while open, so every opening starts with an empty name.
 */
export function NewRoomDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = name.trim();

  // showModal() focuses the first control (Close); the name field is what the user came to fill in.
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const create = useMutation({
    mutationFn: (roomName: string) => chatApi.createRoom(roomName),
    onSuccess: (room) => {
      toast.success(t('Room created!'));
      queryClient.setQueryData(chatKeys.room(room.id), room);
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
      void navigate(`/chat/${room.id}`);
      onClose();
    },
    onError: (error) => {
      console.error('Failed to create room', error);
      toast.error(failureMessage(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !trimmed) return;
    const parsed = roomSchema.safeParse({ name });
    if (!parsed.success) {
      toast.error(t(firstIssueMessage(parsed.error)));
      return;
    }
    create.mutate(parsed.data.name);
  };

  return (
    <Dialog open onClose={onClose} title={t('New Room')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Input
          ref={inputRef}
          label={t('Room name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('Room name (e.g., General Chat)')}
          maxLength={ROOM_NAME_MAX}
          autoComplete="off"
          enterKeyHint="done"
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={!trimmed || create.isPending}>
            {create.isPending ? t('Creating…') : t('Create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
