import type { User } from '@roadbook/domain/contracts/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DRIVER, sessionEnded, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  accountHandlers,
  answersUser,
  type ApiHandlers,
  imageFile,
  SUPPLIER,
  userPath,
} from '@/testing/settings.fixture';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import '../layouts/HeaderLayout';
import './SettingsPages';
import './AccountPages';

const SLOW = { timeout: 15_000 };

function renderSettings(account: User = DRIVER, handlers: ApiHandlers = {}, url = '/settings?l=en') {
  storeSignedInUser(account);
  return renderApp({ url, handlers: { ...accountHandlers(account), ...handlers } });
}

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  // jsdom has no object URLs: the chosen picture's preview.
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:preview'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});

describe('/settings', () => {
  it('sends a visitor to /sign-in, which will bring them back', SLOW, async () => {
    const { location } = await renderApp({ url: '/settings?l=en' });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/settings?l=en');
  });

  it('signs the user out when the session has ended, keeping the way back', SLOW, async () => {
    const { location } = await renderSettings(DRIVER, {
      '/api/validate-access-token': sessionEnded,
      [userPath(DRIVER)]: sessionEnded,
    });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/settings?l=en');
    expect(window.localStorage.getItem('roadbook.user')).toBeNull();
  });

  it("says so when the account is someone else's (403), and offers to try again", SLOW, async () => {
    await renderSettings(DRIVER, { [userPath(DRIVER)]: () => errorResponse(403, 'auth.forbidden') });
    const alert = await screen.findByText('Your account could not be loaded.', {}, SLOW);
    expect(alert.parentElement).toHaveTextContent('You are not allowed to perform this action');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the driver's profile and saves it: 'Changes made successfully'", SLOW, async () => {
    const { user, fetchMock } = await renderSettings(DRIVER, {
      '/api/update-user': answersUser(DRIVER, ({ body }) => body as Partial<User>),
    });
    const profile = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    expect(within(profile).getByLabelText('Full name')).toHaveValue('Jane Driver');
    expect(within(profile).getByLabelText('Birth date')).toHaveValue('1990-04-12');

    await user.type(within(profile).getByLabelText('Location'), 'Lyon, France');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes made successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/update-user')).toEqual([
      {
        method: 'POST',
        body: {
          id: DRIVER.id,
          fullName: 'Jane Driver',
          phone: '+44 20 7946 0958',
          birthDate: '1990-04-12',
          location: 'Lyon, France',
          bio: null,
        },
      },
    ]);
  });

  it('shows the schema’s errors before sending, and the API’s by their field', SLOW, async () => {
    const { user, fetchMock } = await renderSettings(DRIVER, {
      '/api/update-user': () =>
        errorResponse(400, 'common.invalidRequest', {
          fields: [{ path: 'birthDate', in: 'body', code: 'validation.minimumAge', params: { age: 25 } }],
        }),
    });
    const profile = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    const phone = within(profile).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.clear(within(profile).getByLabelText('Full name'));
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByRole('group', { name: 'Please fix errors' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Please fill in the field: Full name' }),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Invalid phone number'));
    expect(requestsTo(fetchMock, '/api/update-user')).toHaveLength(0);

    await user.type(within(profile).getByLabelText('Full name'), 'Jane Driver');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0000');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(profile).getByLabelText('Birth date')).toHaveAccessibleDescription(
        'You must be at least 25 years old',
      ),
    );
    expect(requestsTo(fetchMock, '/api/update-user')).toHaveLength(1);
  });

  it('uploads a picture, shows the saved one, and removes it', SLOW, async () => {
    const { user } = await renderSettings(DRIVER, {
      [`/api/update-avatar/${DRIVER.id}`]: answersUser(DRIVER, () => ({
        avatar: '/uploads/avatars/jane.webp',
      })),
      [`/api/delete-avatar/${DRIVER.id}`]: answersUser(DRIVER),
    });
    const picture = await screen.findByRole('region', { name: 'Profile picture' }, SLOW);
    await user.upload(within(picture).getByLabelText('Upload a picture'), imageFile());

    expect(await screen.findByText('Changes made successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(picture).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
        'src',
        '/uploads/avatars/jane.webp',
      ),
    );
    await user.click(within(picture).getByRole('button', { name: 'Remove the picture' }));
    await waitFor(() => expect(within(picture).queryByRole('img')).not.toBeInTheDocument());
    expect(within(picture).getByLabelText('Upload a picture')).toBeInTheDocument();
  });

  it(
    'says in the user’s language why a file is refused (415), and keeps the saved picture',
    SLOW,
    async () => {
      const french: User = { ...DRIVER, language: 'fr', avatar: '/uploads/avatars/old.webp' };
      const { user } = await renderSettings(
        french,
        { [`/api/update-avatar/${DRIVER.id}`]: () => errorResponse(415, 'upload.unsupportedType') },
        '/settings',
      );
      const picture = await screen.findByRole('region', { name: 'Photo de profil' }, SLOW);
      const input = within(picture).getByLabelText('Changer de photo');
      await user.upload(input, imageFile('scan.png'));

      const refusal = await within(picture).findByText(
        'Ce type de fichier n’est pas accepté : utilisez une image JPEG, PNG ou WebP',
      );
      expect(refusal).toHaveAttribute('role', 'alert');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(within(picture).getByRole('img', { name: 'Votre photo de profil' })).toHaveAttribute(
        'src',
        '/uploads/avatars/old.webp',
      );
    },
  );

  it('switches email notifications off', SLOW, async () => {
    const { user, fetchMock } = await renderSettings(DRIVER, {
      '/api/update-email-notifications': () => jsonResponse({}),
    });
    const toggle = await screen.findByRole('switch', { name: 'Email notifications' }, SLOW);
    expect(toggle).toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText('Changes made successfully')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(requestsTo(fetchMock, '/api/update-email-notifications')).toEqual([
      { method: 'POST', body: { id: DRIVER.id, enableEmailNotifications: false } },
    ]);
  });

  it('changes the language of the account and of the page at once', SLOW, async () => {
    const { user, fetchMock } = await renderSettings(DRIVER);
    const select = await screen.findByRole(
      'combobox',
      { name: 'Language of the site and of your emails' },
      SLOW,
    );
    await user.selectOptions(select, 'fr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Modifications enregistrées avec succès')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/update-language')).toEqual([
      { method: 'POST', body: { id: DRIVER.id, language: 'fr' } },
    ]);
    expect(JSON.parse(window.localStorage.getItem('roadbook.user') ?? '{}')).toEqual({
      id: DRIVER.id,
      language: 'fr',
    });
  });

  it("says 'An error occurred while changing language' and stays in the language", SLOW, async () => {
    const { user } = await renderSettings(DRIVER, {
      '/api/update-language': () => errorResponse(500, 'common.unhandled'),
    });
    const select = await screen.findByRole(
      'combobox',
      { name: 'Language of the site and of your emails' },
      SLOW,
    );
    await user.selectOptions(select, 'es');

    expect(await screen.findByText('An error occurred while changing language')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(select).toHaveValue('en');
  });

  it(
    "uploads the driver's licence, which is never public, then links to it and removes it",
    SLOW,
    async () => {
      const { user } = await renderSettings(DRIVER, {
        [`/api/update-license/${DRIVER.id}`]: answersUser(DRIVER, () => ({ hasLicence: true })),
        [`/api/delete-license/${DRIVER.id}`]: answersUser(DRIVER, () => ({ hasLicence: false })),
      });
      const licence = await screen.findByRole('region', { name: "Driver's licence" }, SLOW);
      expect(within(licence).getByText('No licence on file yet.')).toBeInTheDocument();
      const input = within(licence).getByLabelText('Upload my licence');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('It is never public'));
      await user.upload(input, new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }));

      expect(await within(licence).findByText('Your licence is on file.')).toBeInTheDocument();
      expect(within(licence).getByRole('link', { name: 'View my licence' })).toHaveAttribute(
        'href',
        `/api/license/${DRIVER.id}`,
      );
      await user.click(within(licence).getByRole('button', { name: 'Remove my licence' }));
      expect(await within(licence).findByText('No licence on file yet.')).toBeInTheDocument();
    },
  );

  it(
    'links to the password, the data download and the leaving pages, and shows the passkeys',
    SLOW,
    async () => {
      await renderSettings(DRIVER);
      await screen.findByRole('region', { name: 'Your data' }, SLOW);
      expect(section('Password')).toContainElement(screen.getByRole('link', { name: 'Change my password' }));
      expect(screen.getByRole('link', { name: 'Download my data (JSON file)' })).toHaveAttribute(
        'href',
        '/api/export-my-data',
      );
      expect(screen.getByRole('link', { name: 'Delete my data' })).toHaveAttribute(
        'href',
        '/delete-my-data?l=en',
      );
      expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
        'href',
        '/delete-my-account?l=en',
      );
      expect(await screen.findByRole('region', { name: 'Passkeys' }, SLOW)).toBeInTheDocument();
    },
  );

  it('shows a supplier its company, its logo, its verification and its registration', SLOW, async () => {
    await renderSettings(SUPPLIER);
    const agency = await screen.findByRole('region', { name: 'Your agency' }, SLOW);
    expect(within(agency).getByLabelText('Company name')).toHaveValue('Costa Rent');
    expect(within(agency).queryByLabelText('Birth date')).not.toBeInTheDocument();
    expect(within(section('Logo')).getByLabelText('Upload a logo')).toBeInTheDocument();
    const registration = section('Your registration');
    expect(registration).toHaveTextContent('Waiting for an admin to verify your agency.');
    expect(within(registration).getByRole('link', { name: 'Complete my registration' })).toHaveAttribute(
      'href',
      '/suppliers/complete-registration?l=en',
    );
    expect(screen.queryByRole('region', { name: "Driver's licence" })).not.toBeInTheDocument();
  });
});
