import { useState } from 'react';
import { messages } from '../../core/domain/messages';
import { profileFormStart, type Profile } from '../../core/domain/profile';
import { Card } from '../components/card';
import { ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { useAsync } from '../hooks/use-async';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { PersonalInformation } from './personal-information';
import { ProfileForm, type ProfileValues } from './profile-form';

export interface MyProfileProps {
  /** The signed-in user's email: whose profile. */
  email: string;
  /** Their account's display name: the form's name until they save one. */
  displayName: string;
}

/** /dashboard/myProfile: the customer's details, a form to change them and a card of what is saved. */
export function MyProfile({ email, displayName }: MyProfileProps) {
  const api = useService(UI_TOKENS.ProfileApi);
  const toast = useToast();
  const loaded = useAsync(() => api.getProfile(email), [api, email]);
  // What this page saved, for this email: it replaces what was loaded.
  const [saved, setSaved] = useState<{ email: string; profile: Profile } | null>(null);

  const save = async (form: ProfileValues) => {
    let profile;
    try {
      profile = await api.saveProfile(email, form);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Your details could not be saved. Please try again.');
      throw error;
    }
    setSaved({ email, profile });
    toast.success(messages.profileUpdated);
  };

  let body;
  if (loaded.status === 'loading') body = <LoadingState label="Loading your profile" />;
  else if (loaded.status === 'error') body = <ErrorState title="Your profile could not be loaded" message={loaded.error.message} onRetry={loaded.retry} />;
  else {
    const profile = saved?.email === email ? saved.profile : loaded.data;
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-6">
          <h3 className="mb-5 text-lg font-bold text-ink">Update your details</h3>
          <ProfileForm key={email} email={profile.email || email} initial={profileFormStart(loaded.data, displayName)} onSave={save} />
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
