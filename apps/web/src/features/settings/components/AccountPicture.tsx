import type { User } from '@roadbook/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';

import { useDeleteAvatar } from '@/api/delete-avatar';
import { useUpdateAvatar } from '@/api/update-avatar';
import { useToast } from '@/components/toast/use-toast';

import { PictureUpload } from './PictureUpload';

/** The account's picture: a driver's avatar, or a supplier's logo as drivers will see it next to its cars. */
export function AccountPicture({ user }: { user: User }) {
  const { t } = useTranslation(['settings', 'common']);
  const toast = useToast();
  const { mutateAsync: updateAvatar } = useUpdateAvatar();
  const { mutateAsync: deleteAvatar } = useDeleteAvatar();
  const isLogo = user.type === 'supplier';
  const saved = () => toast.success(t('common:success.changesSaved'));

  return (
    <PictureUpload
      variant={isLogo ? 'logo' : 'avatar'}
      src={user.avatar}
      name={user.fullName}
      text={{
        hint: isLogo ? t('picture.logoHint') : t('picture.avatarHint'),
        upload: isLogo ? t('picture.uploadLogo') : t('picture.upload'),
        replace: isLogo ? t('picture.replaceLogo') : t('picture.replace'),
        remove: isLogo ? t('picture.removeLogo') : t('picture.remove'),
        uploading: t('picture.uploading'),
        removing: t('picture.removing'),
        alt: isLogo ? t('picture.logoAlt', { name: user.fullName }) : t('picture.avatarAlt'),
      }}
      onUpload={async (file) => {
        await updateAvatar({ userId: user.id, file });
        saved();
      }}
      onRemove={async () => {
        await deleteAvatar(user.id);
        saved();
      }}
    />
  );
}
