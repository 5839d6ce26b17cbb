import { useQuery } from '@tanstack/react-query';
import { messages } from '../../core/domain/messages';
import { profileFormStart } from '../../core/domain/profile';
import { Card } from '../components/card';
import { ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { profileKeys, profileQuery, useSaveProfile } from '../queries/profile';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { PersonalInformation } from './personal-information';
import { ProfileForm, type ProfileValues } from './profile-form';

export interface MyProfileProps {
  /** The signed-in user's email: whose profile. */
  email: string;
  /** Their account's display name: the form's name until they save one. */
  displayName: string;
  /** Hears each saved profile, e.g. to give the account a new name. */
  onSaved?(profile: ProfileValues): void;
}

/** /dashboard/myProfile: the customer's details, a form to change them and a card of what is saved. */
export function MyProfile({ email, displayName, onSaved }: MyProfileProps) {
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const loaded = useQuery(profileQuery(api, email));
  const tryAgain = useTryAgain(profileKeys.of(email));
  const saveProfile = useSaveProfile(email);

  const save = async (form: ProfileValues) => {
    try {
      await saveProfile.mutateAsync(form);
    } catch (error) {
      toast.error(messageOf(error, 'Your details could not be saved. Please try again.'));
      throw error;
    }
    toast.success(messages.profileUpdated);
    onSaved?.(form);
  };

  let body;
  if (loaded.isPending)
    body = (
      <LoadingState label="Loading your profile" waiting={loaded.isFetching} />
    );
  else if (loaded.isError) body = <ErrorState title="Your profile could not be loaded" message={messageOf(loaded.error)} onRetry={tryAgain} />;
  else {
    // The form reads its start once; the card beside it shows what is stored, a save's answer included.
    const profile = loaded.data;
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-6">
          <h3 className="mb-5 text-lg font-bold text-ink">Update your details</h3>
          <ProfileForm key={email} email={profile.email || email} initial={profileFormStart(profile, displayName)} onSave={save} />
        </Card>
        <PersonalInformation profile={profile} />
      </div>
    );
  }

  return (
    <section aria-labelledby="my-profile-heading" className="flex flex-col gap-4">
      <h2 id="my-profile-heading" className="text-2xl font-bold text-ink">
        My Profile
      </h2>
      {body}
    </section>
  );
}
