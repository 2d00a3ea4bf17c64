import {
  cardLines,
  fillText,
  memberName,
  type DirectoryKeywords,
  type DirectorySettings,
  type Member,
} from '../../core/member-directory/index.ts';
import { guardUrl } from '../../dom/url.ts';

/** One member (§2.8, §3.14) in the platform's card markup; every value is text, never HTML. */
export function MemberCard({ member, settings, keywords }: { member: Member; settings: DirectorySettings; keywords: DirectoryKeywords }) {
  const customer = member.customer_data;
  const name = memberName(member);
  const avatar = settings.avatar && customer.avatar ? guardUrl(customer.avatar, '<member-directory> member avatar', 'image') : null;
  return (
    <div className="wcm-directory-member-wrapper">
      <div className="wcm-directory-member">
        {avatar !== null && (
          <img
            src={avatar}
            alt={fillText(keywords.avatar_alt, name)}
            width={settings.avatarSize}
            height={settings.avatarSize}
            loading="lazy"
            style={{ width: `${settings.avatarSize}px` }}
          />
        )}
        <h4>{name}</h4>
        {settings.showBio && customer.bio && <div className="bio-box">{customer.bio}</div>}
        {cardLines(member, settings, keywords).map((line, i) => (
          <div className={line.className} key={i}>
            <label>{line.label}: </label>
            <span>{line.value}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
