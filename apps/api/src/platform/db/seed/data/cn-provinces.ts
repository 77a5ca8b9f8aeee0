/**
 * Mainland China's 31 province-level divisions (22 provinces, 5 autonomous regions,
 * 4 municipalities) with their ISO 3166-2:CN codes and English names. Hong Kong, Macao and
 * Taiwan are separate entries of the country list. Append only: position gives the id.
 */
export const CN_PROVINCES: [code: string, name: string][] = [
  ['AH', 'Anhui'], ['BJ', 'Beijing'], ['CQ', 'Chongqing'], ['FJ', 'Fujian'], ['GS', 'Gansu'],
  ['GD', 'Guangdong'], ['GX', 'Guangxi'], ['GZ', 'Guizhou'], ['HI', 'Hainan'], ['HE', 'Hebei'],
  ['HL', 'Heilongjiang'], ['HA', 'Henan'], ['HB', 'Hubei'], ['HN', 'Hunan'], ['NM', 'Inner Mongolia'],
  ['JS', 'Jiangsu'], ['JX', 'Jiangxi'], ['JL', 'Jilin'], ['LN', 'Liaoning'], ['NX', 'Ningxia'],
  ['QH', 'Qinghai'], ['SN', 'Shaanxi'], ['SD', 'Shandong'], ['SH', 'Shanghai'], ['SX', 'Shanxi'],
  ['SC', 'Sichuan'], ['TJ', 'Tianjin'], ['XZ', 'Tibet'], ['XJ', 'Xinjiang'], ['YN', 'Yunnan'],
  ['ZJ', 'Zhejiang'],
];
